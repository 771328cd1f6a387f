import jax.numpy as jnp

from simulator import SIRState, Simulator


def peak_infections(betas, n_days=60):
    peaks = []
    for beta in betas:
        sim = Simulator(jnp.float32(beta), jnp.float32(0.1))
        _, infected = sim.run(SIRState(jnp.float32(0.99), jnp.float32(0.01), jnp.float32(0.0)), n_days)
        peaks.append(float(infected.max()))
    return peaks
