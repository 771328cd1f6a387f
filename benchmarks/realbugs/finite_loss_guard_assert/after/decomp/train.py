import jax

from decomp.losses import total_loss


def make_train_step(learning_rate, sparsity_coeff):
    grad_fn = jax.value_and_grad(total_loss, has_aux=True)

    def train_step(params, target_weights, x):
        (loss, terms), grads = grad_fn(params, target_weights, x, sparsity_coeff)
        params = jax.tree_util.tree_map(lambda p, g: p - learning_rate * g, params, grads)
        return params, loss, terms

    return jax.jit(train_step)


def init_components(key, d_in, d_out, n_components):
    ku, kv, kg = jax.random.split(key, 3)
    return {
        "u": 0.1 * jax.random.normal(ku, (n_components, d_out)),
        "v": 0.1 * jax.random.normal(kv, (d_in, n_components)),
        "gate": 0.1 * jax.random.normal(kg, (d_in, n_components)),
    }
