import jax
import jax.numpy as jnp

from textclf.model import forward
from textclf.state import TrainState

DROPOUT_RATE = 0.2
LEARNING_RATE = 0.5
DROPOUT_SEED = 0


def loss_fn(params, tokens, labels, dropout_key):
    logits = forward(params, tokens, dropout_key, DROPOUT_RATE)
    return -jnp.mean(jnp.take_along_axis(jax.nn.log_softmax(logits), labels[:, None], axis=1))


@jax.jit
def train_step(state, tokens, labels):
    dropout_key = jax.random.fold_in(jax.random.PRNGKey(DROPOUT_SEED), state.step)
    loss, grads = jax.value_and_grad(loss_fn)(state.params, tokens, labels, dropout_key)
    params = jax.tree_util.tree_map(lambda p, g: p - LEARNING_RATE * g, state.params, grads)
    return TrainState(step=state.step + 1, params=params), loss
