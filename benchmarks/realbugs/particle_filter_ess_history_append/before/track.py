import jax
import jax.numpy as jnp

from smc.filter import BootstrapParticleFilter


def simulate(key, n_steps=100, process_std=0.3, observation_std=1.0):
    walk_key, noise_key = jax.random.split(key)
    states = jnp.cumsum(process_std * jax.random.normal(walk_key, (n_steps,)))
    return states, states + observation_std * jax.random.normal(noise_key, (n_steps,))


def main():
    states, observations = simulate(jax.random.PRNGKey(1))
    pf = BootstrapParticleFilter()
    estimates = pf(jax.random.PRNGKey(2), observations)
    ess = jnp.stack(pf.ess_history)
    rmse = float(jnp.sqrt(jnp.mean((estimates - states) ** 2)))
    print(f"RMSE {rmse:.3f}, mean ESS {float(jnp.mean(ess)):.0f} of {pf.n_particles}")
    return rmse, ess


if __name__ == "__main__":
    main()
