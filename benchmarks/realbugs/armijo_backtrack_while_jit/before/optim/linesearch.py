def backtracking_step(objective, params, direction, slope, initial_step, shrink, sufficient_decrease):
    """Armijo backtracking: shrink the step until the objective decreases enough along `direction`."""
    value = objective(params)
    step = initial_step
    while objective(params + step * direction) > value + sufficient_decrease * step * slope:  # expect: JXL101
        step = step * shrink
    return step
