import equinox as eqx
import jax
import jax.numpy as jnp


def negative_elbo(model, x, y, n_data, noise_std=0.1):
    pred = model(x)
    nll = 0.5 * jnp.sum((pred - y) ** 2) / noise_std ** 2
    return nll * n_data / x.shape[0] + model.kl()


@eqx.filter_jit
def make_step(model, x, y, n_data, learning_rate=1e-4):
    loss, grads = eqx.filter_value_and_grad(negative_elbo)(model, x, y, n_data)
    model = jax.tree_util.tree_map(lambda p, g: p - learning_rate * g, model, grads)
    return model, loss


@eqx.filter_jit
def predictive_samples(model, x, num_samples):
    return jax.vmap(lambda _: model(x))(jnp.arange(num_samples))
