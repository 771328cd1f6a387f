import jax
import jax.numpy as jnp

from seqmodel.losses import masked_cross_entropy
from seqmodel.metrics import masked_token_accuracy


def decode_logits(params, tokens):
    hidden = jnp.tanh(params["embed"][tokens] @ params["mix"])
    return hidden @ params["embed"].T


class Evaluator:
    def __init__(self, pad_id):
        self.pad_id = pad_id
        self.eval_step = jax.jit(self._eval_step)

    def _eval_step(self, params, tokens):
        logits = decode_logits(params, tokens)
        return {
            "loss": masked_cross_entropy(logits, tokens, self.pad_id),
            "accuracy": masked_token_accuracy(logits, tokens, self.pad_id),
        }

    def evaluate(self, params, batches):
        results = [self.eval_step(params, batch) for batch in batches]
        return {name: float(jnp.mean(jnp.array([r[name] for r in results]))) for name in results[0]}
