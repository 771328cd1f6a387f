from dataclasses import dataclass

import jax.numpy as jnp

from pipeflow.friction import colebrook_friction

G = 9.81


@dataclass(frozen=True)
class Fluid:
    density: float = 998.0
    viscosity: float = 1.0e-3


@dataclass(frozen=True)
class Pipe:
    length: float
    diameter: float
    roughness: float = 4.5e-5

    @property
    def area(self):
        return jnp.pi * self.diameter ** 2 / 4.0

    def head_loss(self, flow, fluid):
        velocity = flow / self.area
        reynolds = fluid.density * velocity * self.diameter / fluid.viscosity
        f = colebrook_friction(reynolds, self.roughness / self.diameter)
        return f * self.length / self.diameter * velocity ** 2 / (2.0 * G)


class SeriesLine:
    """Pipes in series carrying the same flow."""

    def __init__(self, pipes, fluid=Fluid()):
        self.pipes = pipes
        self.fluid = fluid

    def total_head_loss(self, flow):
        return sum(pipe.head_loss(flow, self.fluid) for pipe in self.pipes)
