import jax

from emcom.agents import init_agents, listen, speak
from emcom.losses import ListenerLoss


class Experiment:
    """Referential game: the speaker describes a target, the listener picks it among candidates."""

    def __init__(self, seed=0, learning_rate=0.1):
        self.params = init_agents(jax.random.PRNGKey(seed))
        self.listener_loss = ListenerLoss()
        self.learning_rate = learning_rate
        self._update = jax.jit(self._update_fn)

    def _loss(self, params, candidates, target_index):
        message = speak(params, candidates[target_index])
        outputs = self.listener_loss(listen(params, message), candidates, target_index)
        return outputs.loss, outputs

    def _update_fn(self, params, candidates, target_index):
        grads, outputs = jax.grad(self._loss, has_aux=True)(params, candidates, target_index)
        params = jax.tree_util.tree_map(lambda p, g: p - self.learning_rate * g, params, grads)
        return params, outputs

    def step(self, candidates, target_index):
        self.params, outputs = self._update(self.params, candidates, target_index)
        return outputs
