import numpy as np

from thcfactor import fit_thc


def random_cholesky(num_orb=4, num_vec=3, seed=1):
    rng = np.random.default_rng(seed)
    L = rng.normal(size=(num_vec, num_orb, num_orb))
    return 0.5 * (L + L.transpose(0, 2, 1))


def main(num_thc=5):
    loss, _ = fit_thc(random_cholesky(), num_thc)
    return loss


if __name__ == "__main__":
    print(main())
