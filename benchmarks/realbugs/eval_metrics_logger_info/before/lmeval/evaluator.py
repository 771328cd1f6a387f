import jax
import jax.numpy as jnp

from .bigram import next_token_loss


class Evaluator:
    def __init__(self, metrics_logger):
        self.metrics_logger = metrics_logger
        self._eval_batch = jax.jit(self.eval_batch)

    def eval_batch(self, params, tokens, step):
        loss = next_token_loss(params, tokens)
        self.metrics_logger.log_metrics({"loss": loss, "perplexity": jnp.exp(loss)}, step, group="eval")
        return loss

    def evaluate(self, params, batches, step):
        losses = [self._eval_batch(params, tokens, step) for tokens in batches]
        return float(jnp.mean(jnp.stack(losses)))
