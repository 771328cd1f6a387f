"""Reward terms of the walker task; the environment sums them every step."""

import jax.numpy as jnp


class ForwardVelocityReward:
    def __init__(self, weight, max_speed):
        self.weight = weight
        self.max_speed = max_speed

    def __call__(self, state, action):
        speed = float(state.vel[0])  # expect: JXL104
        return self.weight * jnp.minimum(speed, self.max_speed)


class HealthyReward:
    def __init__(self, bonus, min_height, max_height):
        self.bonus = bonus
        self.min_height = min_height
        self.max_height = max_height

    def __call__(self, state, action):
        height = state.pos[1]
        healthy = (height > self.min_height) & (height < self.max_height)
        return self.bonus * healthy


class ControlCost:
    def __init__(self, weight, cap):
        self.weight = weight
        self.cap = cap

    def __call__(self, state, action):
        return -self.weight * min(jnp.sum(action**2), self.cap)  # expect: JXL103
