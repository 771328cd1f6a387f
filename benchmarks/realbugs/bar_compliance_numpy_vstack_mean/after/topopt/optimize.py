import jax
import jax.numpy as jnp


class ProjectedGradient:
    def __init__(self, problem, step=0.05, lower=0.01, upper=1.0):
        self.step = step
        self.lower, self.upper = lower, upper
        self._value_and_grad = jax.jit(jax.value_and_grad(problem.objective))

    def run(self, density, iterations=30):
        values = []
        for _ in range(iterations):
            value, grad = self._value_and_grad(density)
            values.append(value)
            density = jnp.clip(density - self.step * grad / jnp.max(jnp.abs(grad)), self.lower, self.upper)
        return density, values
