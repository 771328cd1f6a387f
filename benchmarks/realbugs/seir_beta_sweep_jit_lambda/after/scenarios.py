import jax
import jax.numpy as jnp

from epi.seir import SEIRParams, simulate

Y0 = jnp.array([999.0, 1.0, 0.0, 0.0])
SIGMA, GAMMA = 1.0 / 5.0, 1.0 / 10.0
run = jax.jit(simulate, static_argnames=("days", "steps_per_day"))


def peak_sizes(betas):
    """Peak number infectious for each contact rate: what distancing at each level would buy."""
    peaks = []
    for beta in betas:
        params = SEIRParams(jnp.float32(beta), jnp.float32(SIGMA), jnp.float32(GAMMA))
        peaks.append(float(run(Y0, params)[:, 2].max()))

    return peaks


def main():
    betas = [0.2, 0.3, 0.4, 0.5, 0.6]
    peaks = peak_sizes(betas)
    for beta, peak in zip(betas, peaks):
        print(f"beta={beta:.1f}  R0={beta / GAMMA:.1f}  peak infectious {peak:.0f}")
    return peaks
