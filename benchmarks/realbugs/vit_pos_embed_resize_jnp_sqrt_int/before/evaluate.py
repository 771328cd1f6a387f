import jax

from purevit.model import VisionTransformer
from purevit.params import init_vit


def main(seed=0):
    """Evaluate a ViT built for 16x16 inputs at its training resolution and at 24x24 (a 6x6 patch grid)."""
    params = init_vit(jax.random.PRNGKey(seed), image_size=16)
    model = VisionTransformer()
    k16, k24 = jax.random.split(jax.random.PRNGKey(seed + 1))
    logits_16 = model.predict(params, jax.random.normal(k16, (8, 16, 16, 3)))
    logits_24 = model.predict(params, jax.random.normal(k24, (8, 24, 24, 3)))
    return logits_16, logits_24


if __name__ == "__main__":
    low, high = main()
    print(low.shape, high.shape)
