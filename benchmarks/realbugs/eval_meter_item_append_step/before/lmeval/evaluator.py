import jax

from lmeval.meters import PerplexityMeter


class Evaluator:
    def __init__(self, model):
        self.model = model
        self.meter = PerplexityMeter()
        self._eval_step = jax.jit(self.eval_step)

    def eval_step(self, params, tokens):
        loss = self.model.token_loss(params, tokens)
        self.meter.update(loss)
        return loss

    def run(self, params, batches):
        for tokens in batches:
            self._eval_step(params, tokens)
        return self.meter.perplexity()
