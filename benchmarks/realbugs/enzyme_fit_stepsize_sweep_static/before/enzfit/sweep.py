class StepsizeSweep:
    """Runs the solver once per step size and keeps the best final loss."""

    def __init__(self, solver):
        self.solver = solver

    def __call__(self, init_params, substrate, rates, stepsizes):
        results = []
        for stepsize in stepsizes:
            params, loss = self.solver.run(init_params, substrate, rates, stepsize=stepsize)  # expect: JXL503
            results.append((float(loss), stepsize, params))
        return min(results, key=lambda item: item[0])
