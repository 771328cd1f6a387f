import jax

from augpipe.chain import Chain, batched
from augpipe.ops import Brightness, ChannelGain, HorizontalFlip


def main():
    pipeline = Chain(HorizontalFlip(), ChannelGain(), Brightness())
    augment = batched(pipeline)
    images = jax.random.uniform(jax.random.PRNGKey(0), (16, 24, 24, 3))
    keys = jax.random.split(jax.random.PRNGKey(1), 16)
    return images, augment(keys, images)


if __name__ == "__main__":
    print(main()[1].shape)
