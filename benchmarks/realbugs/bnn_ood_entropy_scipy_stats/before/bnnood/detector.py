import jax

from bnnood.uncertainty import predictive_entropy


class OODDetector:
    """Flags inputs whose predictive entropy exceeds a threshold: the network answering 'I'm not sure'."""

    def __init__(self, model, posterior_params, threshold=0.5):
        self.model = model
        self.posterior_params = posterior_params
        self.threshold = threshold
        self._scores = jax.jit(self.scores)

    def scores(self, posterior_params, x):
        member_probs = jax.vmap(self.model.predict_proba, in_axes=(0, None))(posterior_params, x)
        return predictive_entropy(member_probs)

    def flag(self, x):
        return self._scores(self.posterior_params, x) > self.threshold
