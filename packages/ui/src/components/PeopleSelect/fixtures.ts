const id = (n: number) => n.toString(16).padStart(24, '0');

/** Acme's people, to choose managers and team members among. */
export const samplePeople = [
  { _id: id(1), name: 'Olivia Admin', email: 'olivia@acme.example' },
  { _id: id(2), name: 'Dana Manager', email: 'dana@acme.example' },
  { _id: id(3), name: 'Jordan Lee', email: 'jordan@acme.example' },
  { _id: id(4), name: 'Priya Sharma', email: 'priya@acme.example' },
  { _id: id(5), name: 'Sofia Garcia', email: 'sofia@acme.example' },
];
