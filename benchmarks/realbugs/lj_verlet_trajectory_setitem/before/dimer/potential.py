class LennardJones:
    """V(r) = 4 eps ((sigma / r)^12 - (sigma / r)^6) and its force -dV/dr."""

    def __init__(self, epsilon=1.0, sigma=1.0):
        self.epsilon = epsilon
        self.sigma = sigma

    def energy(self, r):
        s6 = (self.sigma / r) ** 6
        return 4.0 * self.epsilon * (s6 * s6 - s6)

    def force(self, r):
        s6 = (self.sigma / r) ** 6
        return 24.0 * self.epsilon * (2.0 * s6 * s6 - s6) / r
