"""Keep the frames before a given position and repeat each feature."""
import jax.numpy as jnp

from minikeras import Model


class PrefixRepeat(Model):
    def __init__(self, repeats=2, **kwargs):
        super().__init__(**kwargs)
        self.repeats = repeats

    def call(self, inputs):
        frames, position = inputs
        end = position.item()  # expect: JXL104
        return jnp.repeat(frames[:, :end], self.repeats, axis=2)


def run():
    model = PrefixRepeat()
    frames = jnp.ones((1, 5, 4, 3))
    return model.predict((frames, jnp.array([2])))
