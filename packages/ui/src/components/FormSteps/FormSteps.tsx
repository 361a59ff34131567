import Box from '@mui/material/Box';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';

export interface FormStepsProps {
  /** The steps' names, in order. */
  steps: readonly string[];
  /** The step shown, from 0. */
  active: number;
  /** The level of the step's heading ('Step 1 of 2: ...'). */
  headingLevel?: 'h2' | 'h3';
}

/** Where a multi-step form stands: the steps with the done ones ticked, and the current step as a heading. */
export function FormSteps({ steps, active, headingLevel = 'h2' }: FormStepsProps) {
  const current = Math.min(Math.max(active, 0), steps.length - 1);
  return (
    <Box sx={{ mb: 2 }}>
      <Stepper activeStep={current} sx={{ mb: 4 }}>
        {steps.map((label) => (
          <Step key={label}>
            <StepLabel>{label}</StepLabel>
          </Step>
        ))}
      </Stepper>
      <Typography variant="h6" component={headingLevel}>
        {`Step ${current + 1} of ${steps.length}: ${steps[current]}`}
      </Typography>
    </Box>
  );
}
