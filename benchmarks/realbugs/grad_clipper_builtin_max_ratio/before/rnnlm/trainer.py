import jax

from rnnlm.clipping import GlobalNormClipper
from rnnlm.model import sequence_loss


class Trainer:
    def __init__(self, learning_rate=0.5, max_grad_norm=1.0):
        self.learning_rate = learning_rate
        self.clipper = GlobalNormClipper(max_grad_norm)
        self.step = jax.jit(self._step)

    def _step(self, params, tokens):
        loss, grads = jax.value_and_grad(sequence_loss)(params, tokens)
        grads, norm = self.clipper(grads)
        params = jax.tree_util.tree_map(lambda p, g: p - self.learning_rate * g, params, grads)
        return params, loss, norm
