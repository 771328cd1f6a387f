from mbarlite.backend import xp
from mbarlite.bar import bar_estimate


class MBAR:
    """Reduced potentials u_kn of every sample n in every state k; N_k samples drawn from state k."""

    def __init__(self, u_kn, N_k, initialize="zeros"):
        self.u_kn = xp.asarray(u_kn)
        self.N_k = [int(n) for n in N_k]
        self.K = len(self.N_k)
        if initialize == "BAR":
            self.f_k = self._initialize_with_bar()
        else:
            self.f_k = xp.zeros(self.K)
        self.f_k = self._self_consistent(self.f_k)

    def _sample_slices(self):
        start = 0
        for n in self.N_k:
            yield slice(start, start + n)
            start += n

    def _initialize_with_bar(self):
        slices = list(self._sample_slices())
        f_k_init = xp.zeros(self.K)
        for k in range(self.K - 1):
            w_forward = self.u_kn[k + 1, slices[k]] - self.u_kn[k, slices[k]]
            w_reverse = self.u_kn[k, slices[k + 1]] - self.u_kn[k + 1, slices[k + 1]]
            f_k_init[k + 1] = f_k_init[k] + bar_estimate(w_forward, w_reverse)  # expect: JXL301
        return f_k_init

    def _self_consistent(self, f_k, iterations=50):
        log_n = xp.log(xp.asarray(self.N_k, dtype=float))
        for _ in range(iterations):
            log_denom = xp.log(xp.sum(xp.exp(log_n[:, None] + f_k[:, None] - self.u_kn), axis=0))
            f_k = -xp.log(xp.sum(xp.exp(-self.u_kn - log_denom[None, :]), axis=1))
            f_k = f_k - f_k[0]
        return f_k

    def free_energy_differences(self):
        return self.f_k[None, :] - self.f_k[:, None]
