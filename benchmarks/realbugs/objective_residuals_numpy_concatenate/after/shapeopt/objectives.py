"""Objectives on an ellipse-like cross-section described by its two semi-axes and a triangularity."""

import jax.numpy as jnp


class AspectRatio:
    def __init__(self, target, weight):
        self.target = target
        self.weight = weight

    def compute(self, x):
        major, minor = x[0], x[1]
        return self.weight * (major / minor - self.target)


class Area:
    def __init__(self, target, weight):
        self.target = target
        self.weight = weight

    def compute(self, x):
        major, minor, triangularity = x[0], x[1], x[2]
        return self.weight * (jnp.pi * major * minor * (1.0 - 0.1 * triangularity**2) - self.target)


class Smoothness:
    def __init__(self, weight):
        self.weight = weight

    def compute(self, x):
        return self.weight * jnp.array([x[2], x[2] ** 2])
