"""A masked array over any array-API namespace: data plus a boolean mask of invalid entries."""


class MArray:
    def __init__(self, xp, data, mask=None):
        self.xp = xp
        self.data = xp.asarray(data)
        self.mask = xp.zeros(self.data.shape, dtype=bool) if mask is None else xp.asarray(mask, dtype=bool)

    @property
    def shape(self):
        return self.data.shape

    def count(self, axis=None):
        return self.xp.sum(~self.mask, axis=axis)

    def filled(self, fill_value=0):
        """The data with every masked entry replaced by `fill_value`."""
        return self.xp.where(self.mask, fill_value, self.data)

    def __add__(self, other):
        other_data = other.data if isinstance(other, MArray) else other
        other_mask = other.mask if isinstance(other, MArray) else False
        return MArray(self.xp, self.data + other_data, self.mask | other_mask)
