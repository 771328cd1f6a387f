import jax
import jax.numpy as jnp

from .integrators import simulate


class TrajectoryOptimizer:
    """Optimises an open-loop force sequence by gradient descent through the simulation."""

    def __init__(self, system, horizon=60, dt=0.05, learning_rate=0.005):
        self.system = system
        self.horizon = horizon
        self.dt = dt
        self.learning_rate = learning_rate
        self.loss_and_grad = jax.jit(jax.value_and_grad(self.loss))

    def loss(self, controls, initial_state):
        states = simulate(self.system, initial_state, controls, self.dt)
        upright = jnp.sum((1.0 - jnp.cos(states[:, 2])) ** 2)
        centered = jnp.sum(states[:, 0] ** 2)
        return upright + 0.1 * centered + 1e-3 * jnp.sum(controls ** 2)

    def optimize(self, initial_state, num_iterations=30):
        controls = jnp.zeros(self.horizon)
        losses = []
        for _ in range(num_iterations):
            value, grad = self.loss_and_grad(controls, initial_state)
            controls = controls - self.learning_rate * grad
            losses.append(float(value))
        return controls, losses
