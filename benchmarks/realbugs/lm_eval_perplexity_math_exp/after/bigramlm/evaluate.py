import jax

from bigramlm.metrics import perplexity


class Evaluator:
    def __init__(self, model):
        self.model = model
        self.eval_batch = jax.jit(self._eval_batch)

    def _eval_batch(self, params, tokens):
        loss = self.model.nll(params, tokens)
        return {"loss": loss, "perplexity": perplexity(loss)}

    def evaluate(self, params, batches):
        results = [self.eval_batch(params, batch) for batch in batches]
        return {name: sum(float(r[name]) for r in results) / len(results) for name in results[0]}
