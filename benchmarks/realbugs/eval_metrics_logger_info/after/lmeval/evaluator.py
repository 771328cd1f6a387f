import jax
import jax.numpy as jnp

from .bigram import next_token_loss


class Evaluator:
    def __init__(self, metrics_logger):
        self.metrics_logger = metrics_logger
        self._eval_batch = jax.jit(self.eval_batch)

    def eval_batch(self, params, tokens):
        loss = next_token_loss(params, tokens)
        return {"loss": loss, "perplexity": jnp.exp(loss)}

    def evaluate(self, params, batches, step):
        losses = []
        for tokens in batches:
            metrics = {name: float(value) for name, value in self._eval_batch(params, tokens).items()}
            self.metrics_logger.log_metrics(metrics, step, group="eval")
            losses.append(metrics["loss"])
        return sum(losses) / len(losses)
