import jax
import jax.numpy as jnp

from tinyppl import AutoNormal

num_groups = 8
observations = jnp.linspace(-1.0, 2.5, num_groups)

guide = AutoNormal(site_plates={"theta": "groups"}, plate_sizes={"groups": num_groups})


def model_log_density(samples):
    theta = samples["theta"]
    return jnp.sum(-0.5 * theta ** 2) + jnp.sum(-0.5 * ((observations - theta) / 0.5) ** 2)


def negative_elbo(params, key):
    samples = guide(key, params)
    return guide.log_density(params, samples) - model_log_density(samples)


@jax.jit
def svi_step(params, key, learning_rate=0.05):
    loss, grads = jax.value_and_grad(negative_elbo)(params, key)
    params = jax.tree_util.tree_map(lambda p, g: p - learning_rate * g, params, grads)
    return params, loss


def fit(num_steps=200, seed=0):
    params = guide.init_params()
    key = jax.random.PRNGKey(seed)
    for _ in range(num_steps):
        key, subkey = jax.random.split(key)
        params, loss = svi_step(params, subkey)
    return params, guide.median(params)
