"""Stein variational inference with an annealed repulsion (in the manner of ASVGD)."""
import jax
import jax.numpy as jnp


def cyclical_annealing(step, num_cycles, num_steps, trans_speed=10.0):
    period = num_steps / num_cycles
    phase = jnp.mod(step, period) / period
    return jnp.minimum(1.0, (phase * trans_speed) ** 2)


class SteinVI:
    def __init__(self, log_density, kernel, step_size=0.1, num_cycles=2):
        self.log_density = log_density
        self.kernel = kernel
        self.step_size = step_size
        self.num_cycles = num_cycles
        self.loss_temperature = 1.0
        self.num_steps = 1

    def _update(self, step, particles):
        temperature = cyclical_annealing(step, self.num_cycles, self.num_steps)
        scores = jax.vmap(jax.grad(self.log_density))(particles)
        gram, grad_gram = self.kernel.matrix_and_grad(particles)
        attraction = gram @ scores
        repulsion = jnp.sum(grad_gram, axis=1)
        phi = (temperature * attraction + repulsion) / particles.shape[0]
        return step + 1, particles + self.step_size * phi, temperature

    def run(self, particles, num_steps):
        self.num_steps = num_steps
        update = jax.jit(self._update)
        step = jnp.asarray(0)
        for _ in range(num_steps):
            step, particles, temperature = update(step, particles)
            self.loss_temperature = float(temperature)
        return particles

    def report(self):
        return {"loss_temperature": self.loss_temperature, "num_steps": self.num_steps}
