import jax
import jax.numpy as jnp


def random_walk_metropolis(log_density, x0, key, num_samples, step_size=0.02):
    """Plain Python-loop Metropolis: one proposal per iteration, scale tuned by hand."""
    x, log_p = x0, log_density(x0)
    samples, accepted = [], 0
    for k in jax.random.split(key, num_samples):
        k_prop, k_acc = jax.random.split(k)
        proposal = x + step_size * jax.random.normal(k_prop, x.shape)
        log_p_prop = log_density(proposal)
        if jnp.log(jax.random.uniform(k_acc)) < log_p_prop - log_p:
            x, log_p = proposal, log_p_prop
            accepted += 1
        samples.append(x)
    return jnp.stack(samples), accepted / num_samples
