import jax
import jax.numpy as jnp

from .plant import wrap_angle


class GainTuner:
    """Tunes the swing-up gain by gradient descent through the closed-loop simulation."""

    def __init__(self, plant, controller, num_steps=600, learning_rate=0.01):
        self.plant = plant
        self.controller = controller
        self.num_steps = num_steps
        self.learning_rate = learning_rate
        self.loss_and_grad = jax.jit(jax.value_and_grad(self.loss))

    def simulate(self, gain, initial_state):
        def body(state, _):
            torque = self.controller(gain, state)
            next_state = self.plant.step(state, torque)
            return next_state, next_state

        _, states = jax.lax.scan(body, initial_state, None, length=self.num_steps)
        return states

    def loss(self, gain, initial_state):
        states = self.simulate(gain, initial_state)
        return jnp.mean(wrap_angle(states[:, 0]) ** 2)

    def tune(self, gain, initial_state, num_iterations=10):
        losses = []
        for _ in range(num_iterations):
            value, grad = self.loss_and_grad(gain, initial_state)
            gain = gain - self.learning_rate * jnp.clip(grad, -10.0, 10.0)
            losses.append(float(value))
        return gain, losses
