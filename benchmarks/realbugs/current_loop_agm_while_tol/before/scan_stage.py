"""Move a sensor row along the axis of a current loop and record the axial field."""

import jax.numpy as jnp

from magfield.sensors import SensorArray
from magfield.sources import CurrentLoop


def main():
    loop = CurrentLoop(radius=0.05, current=2.0)
    sensors = SensorArray(loop, rho=jnp.array([0.0, 0.01, 0.02, 0.03]), z=jnp.zeros(4))
    offsets = jnp.linspace(0.0, 0.05, 6)
    readings = jnp.stack([sensors.read(offset) for offset in offsets])
    return loop, offsets, readings


if __name__ == "__main__":
    print(main()[2])
