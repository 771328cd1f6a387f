import jax
import jax.numpy as jnp


def softmax_loss(params, x, labels):
    logits = x @ params["w"]
    log_probs = jax.nn.log_softmax(logits)
    loss = -jnp.mean(jnp.take_along_axis(log_probs, labels[:, None], axis=1))
    accuracy = jnp.mean(jnp.argmax(logits, axis=1) == labels)
    return loss, accuracy


def build_train_step(learning_rate):
    def train_step(params, x, labels):
        (loss, accuracy), grads = jax.value_and_grad(softmax_loss, has_aux=True)(params, x, labels)
        new_params = jax.tree_util.tree_map(lambda p, g: p - learning_rate * g, params, grads)
        # metrics leave the compiled step as outputs; the host logs them
        return new_params, {"loss": loss, "accuracy": accuracy}

    return jax.jit(train_step)
