import jax


def make_train_step(model, learning_rate):
    @jax.jit
    def train_step(params, x):
        (loss, codes), grads = jax.value_and_grad(model.loss, has_aux=True)(params, x)
        params = jax.tree_util.tree_map(lambda p, g: p - learning_rate * g, params, grads)
        return params, loss, codes

    return train_step
