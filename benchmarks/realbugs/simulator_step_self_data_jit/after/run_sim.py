import jax
import jax.numpy as jnp

from pendsim import Simulator


def simulate(num_runs=3):
    sim = Simulator(jnp.array([0.5, 1.0]))
    step = jax.jit(sim.step)
    times = []
    for _ in range(num_runs):
        sim.data = step(sim.data)
        times.append(sim.data.t)
    return jnp.stack(times)
