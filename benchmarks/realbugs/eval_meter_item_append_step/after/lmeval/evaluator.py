import jax

from lmeval.meters import PerplexityMeter


class Evaluator:
    def __init__(self, model):
        self.model = model
        self.meter = PerplexityMeter()
        self._eval_step = jax.jit(self.eval_step)

    def eval_step(self, params, tokens):
        return self.model.token_loss(params, tokens)

    def run(self, params, batches):
        for tokens in batches:
            self.meter.update(self._eval_step(params, tokens))
        return self.meter.perplexity()
