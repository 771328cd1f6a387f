import jax

from tinylm.model import lm_loss

LEARNING_RATE = 0.5


@jax.jit
def train_step(model, tokens, targets):
    loss, grads = jax.value_and_grad(lm_loss)(model, tokens, targets)
    model.embed = model.embed - LEARNING_RATE * grads.embed  # expect: JXL202
    model.unembed = model.unembed - LEARNING_RATE * grads.unembed  # expect: JXL202
    return loss
