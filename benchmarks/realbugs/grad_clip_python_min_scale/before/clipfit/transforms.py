import jax
import jax.numpy as jnp


def global_norm(tree):
    leaves = jax.tree_util.tree_leaves(tree)
    return jnp.sqrt(sum(jnp.sum(leaf ** 2) for leaf in leaves))


class ClipByGlobalNorm:
    """Rescales the whole gradient tree so that its global L2 norm is at most `max_norm`."""

    def __init__(self, max_norm):
        self.max_norm = max_norm

    def init(self, params):
        return ()

    def update(self, grads, state):
        norm = global_norm(grads)
        scale = min(1.0, self.max_norm / (norm + 1e-6))  # expect: JXL103
        return jax.tree_util.tree_map(lambda g: g * scale, grads), state


class Sgd:
    def __init__(self, learning_rate):
        self.learning_rate = learning_rate

    def init(self, params):
        return ()

    def update(self, grads, state):
        return jax.tree_util.tree_map(lambda g: -self.learning_rate * g, grads), state


class Chain:
    def __init__(self, *transforms):
        self.transforms = transforms

    def init(self, params):
        return tuple(t.init(params) for t in self.transforms)

    def update(self, grads, states):
        new_states = []
        for transform, state in zip(self.transforms, states):
            grads, state = transform.update(grads, state)
            new_states.append(state)
        return grads, tuple(new_states)
