import jax.numpy as jnp

from .plant import wrap_angle


class EnergyPump:
    """Swing-up: pump energy toward the upright energy, u = k * theta_dot * (E* - E)."""

    def __init__(self, plant):
        self.plant = plant
        self.target_energy = plant.mass * plant.gravity * plant.length

    def __call__(self, gain, state):
        return gain * state[1] * (self.target_energy - self.plant.energy(state))


class LinearStabilizer:
    """State feedback around the upright equilibrium."""

    def __init__(self, gains=(-40.0, -10.0)):
        self.gains = jnp.asarray(gains)

    def __call__(self, state):
        return self.gains @ jnp.stack([wrap_angle(state[0]), state[1]])


class HybridController:
    """Energy pumping far from upright, the stabilizer inside the capture region."""

    def __init__(self, swing_up, stabilizer, capture_angle=0.3, capture_rate=2.0):
        self.swing_up = swing_up
        self.stabilizer = stabilizer
        self.capture_angle = capture_angle
        self.capture_rate = capture_rate

    def __call__(self, gain, state):
        angle, rate = wrap_angle(state[0]), state[1]
        captured = (abs(angle) < self.capture_angle) & (abs(rate) < self.capture_rate)
        return jnp.where(captured, self.stabilizer(state), self.swing_up(gain, state))
