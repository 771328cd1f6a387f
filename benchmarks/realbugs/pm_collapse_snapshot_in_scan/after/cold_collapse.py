"""Cold collapse of 512 particles, a snapshot per step."""

import tempfile

import jax
import jax.numpy as jnp

from pmsim.output import SnapshotWriter
from pmsim.simulator import Simulator


def main():
    writer = SnapshotWriter(tempfile.mkdtemp(prefix="snapshots-"))
    simulator = Simulator(writer)
    positions = jax.random.uniform(jax.random.PRNGKey(0), (512,))
    simulator.run_and_save(positions, jnp.zeros(512), num_steps=8)
    return writer


if __name__ == "__main__":
    print(main().saved, "snapshots")
