import jax
import jax.numpy as jnp
import numpy as np

from cpemu.emulator import SpectrumEmulator
from cpemu.likelihood import GaussianSpectrumLikelihood
from cpemu.network import init_mlp

FIDUCIAL = np.array([0.022, 0.12, 0.67, 0.96, 3.05])
WIDTHS = np.array([0.001, 0.005, 0.02, 0.01, 0.03])


def pretrained_emulator(num_ells=50):
    weights = init_mlp(jax.random.PRNGKey(0), [5, 32, 32, num_ells])
    return SpectrumEmulator(weights, jnp.asarray(FIDUCIAL), jnp.asarray(WIDTHS),
                            jnp.full(num_ells, 2.0), jnp.full(num_ells, 0.1))


def metropolis(log_prob, start, steps, step_scale, seed=0):
    rng = np.random.default_rng(seed)
    theta, current = start, float(log_prob(start))
    chain, accepted = [theta], 0
    for _ in range(steps):
        proposal = theta + step_scale * rng.standard_normal(theta.shape)
        candidate = float(log_prob(proposal))
        if np.log(rng.uniform()) < candidate - current:
            theta, current, accepted = proposal, candidate, accepted + 1
        chain.append(theta)
    return np.array(chain), accepted / steps


def main(steps=40):
    emulator = pretrained_emulator()
    data = emulator.predict(FIDUCIAL)
    likelihood = GaussianSpectrumLikelihood(emulator, data, noise=0.05 * data)
    chain, acceptance = metropolis(likelihood.log_prob, FIDUCIAL.copy(), steps, 0.2 * WIDTHS)
    print(f"{len(chain)} samples, acceptance {acceptance:.2f}, mean {chain.mean(axis=0)}")
    return emulator, chain, acceptance


if __name__ == "__main__":
    main()
