import jax

from vitfinetune.encoder import PatchEncoder


def main():
    encoder = PatchEncoder(patch_size=4, dim=16)
    params = encoder.init(jax.random.PRNGKey(0), pretrained_grid=4)
    encode = jax.jit(encoder.__call__)
    images = jax.random.uniform(jax.random.PRNGKey(1), (2, 24, 24, 3))
    return encode(params, images)


if __name__ == "__main__":
    print(main().shape)
