import jax
import jax.numpy as jnp

from pendsim import Simulator


def simulate(num_runs=3):
    sim = Simulator(jnp.array([0.5, 1.0]))
    sim.step = jax.jit(sim.step)
    times = []
    for _ in range(num_runs):
        step_data = sim.step()
        times.append(step_data.t)
    return jnp.stack(times)
