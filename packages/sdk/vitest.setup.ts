import { configure } from '@testing-library/react';

// The hooks' tests wait for lazily imported schemas and mocked answers: on a loaded 2-core machine (the whole
// suite beside the typecheck) the default 1 s of waitFor/findBy is too short; a wrong answer still fails at once.
configure({ asyncUtilTimeout: 5_000 });
