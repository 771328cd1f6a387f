"""Trace a handful of markers through a shaped plasma cross-section."""

import jax.numpy as jnp

from fluxcoords.equilibrium import Equilibrium
from fluxcoords.tracing import MarkerTracer


def build():
    eq = Equilibrium(major_radius=3.0, minor_radius=1.0, elongation=1.6, triangularity=0.3)
    return eq, MarkerTracer(eq, drift=[0.0, 0.01])


def main():
    eq, tracer = build()
    start = jnp.stack([jnp.linspace(0.2, 0.6, 4), jnp.linspace(0.1, 1.0, 4)], axis=1)
    return eq, tracer.run(start, num_steps=5)


if __name__ == "__main__":
    print(main()[1][-1])
