import jax

from protlm.evotuning import fit
from protlm.model import init_params

HOMOLOGS = ["MKTAYIAKQRQISFVKSHFSRQ", "MKTAYIAKQRQISFVKAHFSRQ", "MKSAYIAKQRQISFVKSHFSRE",
            "MKTAYLAKQRQISFVKSHFSRQ", "MKTAYIAKQRNISFVKSHFSRQ", "MRTAYIAKQRQISFVKSHFSRQ",
            "MKTAYIAKQKQISFVKSHFSRQ", "MKTAYIAKQRQISFVKSHFTRQ"]


def main(n_epochs=3):
    params = init_params(jax.random.PRNGKey(0))
    _, history = fit(params, HOMOLOGS, n_epochs=n_epochs, learning_rate=0.5, batch_size=4, length=24)
    return history


if __name__ == "__main__":
    print(main())
