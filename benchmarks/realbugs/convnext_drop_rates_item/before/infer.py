import jax

from jaxmodels import ConvNeXt

MODEL = ConvNeXt()


@jax.jit
def predict(params, x, key):
    return MODEL(params, x, key, deterministic=True)


def main(seed=0):
    key = jax.random.PRNGKey(seed)
    params = MODEL.init(key)
    x = jax.random.normal(key, (4, MODEL.dims[0]))
    return predict(params, x, key)


if __name__ == "__main__":
    print(main())
