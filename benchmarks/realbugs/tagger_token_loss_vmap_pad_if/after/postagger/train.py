import jax

from postagger.losses import sequence_nll


def make_train_step(model, learning_rate):
    def batch_loss(params, tokens, tags):
        logits = jax.vmap(model, in_axes=(None, 0))(params, tokens)
        return jax.vmap(sequence_nll)(logits, tags).mean()

    loss_and_grad = jax.jit(jax.value_and_grad(batch_loss))

    def train_step(params, tokens, tags):
        loss, grads = loss_and_grad(params, tokens, tags)
        return jax.tree_util.tree_map(lambda p, g: p - learning_rate * g, params, grads), loss

    return train_step
