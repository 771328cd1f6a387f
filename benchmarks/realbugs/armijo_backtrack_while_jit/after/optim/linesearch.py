import jax
import jax.numpy as jnp


def backtracking_step(objective, params, direction, slope, initial_step, shrink, sufficient_decrease):
    """Armijo backtracking: shrink the step until the objective decreases enough along `direction`."""
    value = objective(params)

    def decrease_too_small(step):
        return objective(params + step * direction) > value + sufficient_decrease * step * slope

    return jax.lax.while_loop(decrease_too_small, lambda step: step * shrink, jnp.asarray(initial_step))
