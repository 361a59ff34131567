// Forms: auth card pieces, password field and strength bar, formik-bound fields.
export {};
