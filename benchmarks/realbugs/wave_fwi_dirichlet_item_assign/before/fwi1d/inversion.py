import jax
import jax.numpy as jnp


class Inversion:
    """Full-waveform inversion: gradient descent on the trace misfit over the velocity profile."""

    def __init__(self, solver, observed, learning_rate=0.5):
        self.solver = solver
        self.observed = observed
        self.learning_rate = learning_rate
        self._value_and_grad = jax.jit(jax.value_and_grad(self.misfit))

    def misfit(self, velocity):
        return jnp.mean((self.solver.record(velocity) - self.observed) ** 2)

    def run(self, velocity, num_steps):
        history = []
        for _ in range(num_steps):
            loss, grad = self._value_and_grad(velocity)
            velocity = velocity - self.learning_rate * grad
            history.append(float(loss))
        return velocity, history
