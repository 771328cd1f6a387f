import jax

from tinylm.model import TinyLM, lm_loss

LEARNING_RATE = 0.5


@jax.jit
def train_step(model, tokens, targets):
    loss, grads = jax.value_and_grad(lm_loss)(model, tokens, targets)
    # the model inside the jitted function is a copy rebuilt from its leaves: return the updated one
    model = TinyLM(model.embed - LEARNING_RATE * grads.embed, model.unembed - LEARNING_RATE * grads.unembed)
    return model, loss
